"use client";
// Users tab: the role form and the All Users table (delete with confirmation; disabled for the
// protected owner account, one's own row and while that row is deleting).
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminUserRowDTO, AdminUsersDTO } from "@/lib/admin/dto";
import { apiJson } from "@/lib/client/api";
import { useCurrentUser } from "@/lib/client/use-current-user";
import { dateOnly, tierLabel } from "./format";
import { RoleForm } from "./role-form";
import { AUDIT_KEY, DASHBOARD_KEY, toastFailure, USERS_KEY } from "./use-admin";

export function UsersTab({ users }: { users: AdminUsersDTO }) {
  const queryClient = useQueryClient();
  const { user: me } = useCurrentUser();
  const [confirming, setConfirming] = useState<AdminUserRowDTO | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = async (row: AdminUserRowDTO) => {
    setConfirming(null);
    setDeleting(row.id);
    try {
      await apiJson("DELETE", "/api/admin/delete-user", { email: row.email });
      toast.success("User Deleted", { description: `${row.email} and their data were deleted.` });
      await Promise.all(
        [USERS_KEY, DASHBOARD_KEY, AUDIT_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    } catch (err) {
      toastFailure(err, "Error", "Failed to delete user");
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="space-y-4">
      <RoleForm />
      <Card>
        <CardHeader>
          <CardTitle>All Users</CardTitle>
          <CardDescription>
            {users.truncated
              ? `Newest ${users.users.length} of ${users.total} users`
              : `${users.total} user${users.total === 1 ? "" : "s"}`}
          </CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Tier</TableHead>
                <TableHead>Provider</TableHead>
                <TableHead>Usage</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.users.map((u) => {
                const self = me?.email === u.email;
                return (
                  <TableRow key={u.id}>
                    <TableCell className="max-w-64 truncate font-medium" title={u.email}>
                      {u.email}
                      {u.protected ? (
                        <Badge variant="secondary" className="ml-2">
                          owner
                        </Badge>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <Badge variant={u.role === "admin" ? "default" : "outline"}>{u.role}</Badge>
                    </TableCell>
                    <TableCell>{tierLabel(u.subscriptionTier)}</TableCell>
                    <TableCell>{u.authProvider}</TableCell>
                    <TableCell className="text-sm">
                      {u.trendsUsedThisMonth} trends / {u.scriptsUsedThisMonth} scripts
                    </TableCell>
                    <TableCell>{dateOnly(u.createdAt)}</TableCell>
                    <TableCell>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${u.email}`}
                        title={
                          u.protected
                            ? "The designated admin account cannot be deleted"
                            : self
                              ? "You cannot delete your own account here"
                              : undefined
                        }
                        disabled={u.protected || self || deleting === u.id}
                        onClick={() => setConfirming(u)}
                      >
                        <Trash2Icon aria-hidden="true" className="text-destructive" />
                        {deleting === u.id ? "Deleting..." : "Delete"}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete user?</DialogTitle>
            <DialogDescription>
              This permanently deletes <strong className="break-all">{confirming?.email}</strong> with their trends,
              ideas and scripts, and ends any paid subscription. Billing records are kept, anonymised. This cannot be
              undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => confirming && remove(confirming)}>
              Delete User
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
