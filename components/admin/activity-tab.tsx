"use client";
// Activity tab: the newest trends (from the dashboard stats) and the newest admin actions.
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AuditEntryDTO, SystemStatsDTO } from "@/lib/admin/dto";
import { dateTime } from "./format";
import { AUDIT_KEY } from "./use-admin";

export function ActivityTab({ stats }: { stats: SystemStatsDTO | undefined }) {
  const audit = useQuery<{ entries: AuditEntryDTO[] }>({ queryKey: AUDIT_KEY });
  const recent = stats?.recentActivity ?? [];
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Recent Activity</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {recent.length === 0 ? (
            <p className="text-muted-foreground">No recent activity</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Trend title</TableHead>
                  <TableHead>Niche</TableHead>
                  <TableHead>User</TableHead>
                  <TableHead>Created</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {recent.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell className="max-w-80 truncate font-medium" title={a.title}>
                      {a.title}
                    </TableCell>
                    <TableCell>{a.niche}</TableCell>
                    <TableCell>{a.userEmail ?? "Deleted user"}</TableCell>
                    <TableCell>{dateTime(a.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Admin actions</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {!audit.data?.entries.length ? (
            <p className="text-muted-foreground">
              {audit.isError ? "Failed to load admin actions" : "No admin actions yet"}
            </p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Action</TableHead>
                  <TableHead>Admin</TableHead>
                  <TableHead>Target</TableHead>
                  <TableHead>Change</TableHead>
                  <TableHead>When</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {audit.data.entries.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell>{e.action.replace(/_/g, " ")}</TableCell>
                    <TableCell>{e.actorEmail}</TableCell>
                    <TableCell>{e.targetEmail ?? "-"}</TableCell>
                    <TableCell
                      className="max-w-96 truncate font-mono text-xs"
                      title={`${JSON.stringify(e.before)} -> ${JSON.stringify(e.after)}`}
                    >
                      {JSON.stringify(e.before)} {"->"} {JSON.stringify(e.after)}
                    </TableCell>
                    <TableCell>{dateTime(e.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
