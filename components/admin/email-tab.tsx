"use client";
// Email Support tab: test the email system, send the launch-day welcome, the support
// configuration and checklist, and the newest outbox entries.
import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, CircleIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { EmailStatusDTO } from "@/lib/admin/dto";
import { apiJson, serverMessage } from "@/lib/client/api";
import { handleUnauthorized } from "@/lib/client/query-client";
import { dateTime } from "./format";
import { StatusBadge } from "./status-badge";
import { TestDigestCard } from "./test-digest-card";
import { AUDIT_KEY, EMAIL_STATUS_KEY } from "./use-admin";

export function EmailTab() {
  const queryClient = useQueryClient();
  const status = useQuery<EmailStatusDTO>({ queryKey: EMAIL_STATUS_KEY });
  const [testing, setTesting] = useState(false);
  const [welcomeEmail, setWelcomeEmail] = useState("");
  const [sending, setSending] = useState(false);
  const reload = () =>
    Promise.all([EMAIL_STATUS_KEY, AUDIT_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const testEmail = async () => {
    setTesting(true);
    try {
      const res = await apiJson<{ success: boolean; error?: string; message?: string }>(
        "POST",
        "/api/admin/test-email",
      );
      if (res.success) toast.success("Test Email Sent", { description: res.message });
      else toast.error("Email Test Failed", { description: res.error || "Email system test failed" });
    } catch (err) {
      if (!handleUnauthorized(err)) toast.error("Email Test Error", { description: "Failed to test email system" });
    } finally {
      setTesting(false);
      void reload();
    }
  };

  const sendWelcome = async (e: FormEvent) => {
    e.preventDefault();
    const to = welcomeEmail.trim();
    if (!to) {
      toast.error("Email Required", { description: "Please enter an email address" });
      return;
    }
    setSending(true);
    try {
      const res = await apiJson<{ success: boolean; message: string }>(
        "POST",
        `/api/admin/launch-welcome/${encodeURIComponent(to)}`,
      );
      if (res.success) {
        toast.success("Welcome Sent", { description: res.message });
        setWelcomeEmail("");
      } else toast.error("Failed to Send Welcome", { description: res.message });
    } catch (err) {
      if (handleUnauthorized(err)) return;
      const reason = serverMessage(err, "");
      toast.error("Email Send Error", {
        description: reason ? `Failed to send launch day welcome: ${reason}` : "Failed to send launch day welcome",
      });
    } finally {
      setSending(false);
      void reload();
    }
  };

  const data = status.data;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Test email system</CardTitle>
            <CardDescription>
              Sends a test message to your admin address through the configured provider.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={testEmail} disabled={testing}>
              {testing ? "Sending..." : "Send Test Email"}
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Launch day welcome</CardTitle>
            <CardDescription>Sends the launch-day welcome email to one address.</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              method="post"
              onSubmit={sendWelcome}
              noValidate
              className="flex flex-col gap-2 sm:flex-row sm:items-end"
            >
              <div className="flex-1 space-y-1">
                <Label htmlFor="welcome-email">Email address</Label>
                <Input
                  id="welcome-email"
                  type="email"
                  autoComplete="off"
                  value={welcomeEmail}
                  onChange={(e) => setWelcomeEmail(e.target.value)}
                />
              </div>
              <Button type="submit" disabled={sending}>
                {sending ? "Sending..." : "Send Welcome"}
              </Button>
            </form>
          </CardContent>
        </Card>
        <TestDigestCard />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Support configuration</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            {data ? (
              <>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  <dt className="text-muted-foreground">Provider</dt>
                  <dd data-testid="email-provider">
                    {data.config.provider === "Resend" ? "Resend" : "Outbox only (no RESEND_API_KEY)"}
                  </dd>
                  <dt className="text-muted-foreground">From</dt>
                  <dd className="break-all">{data.config.from}</dd>
                  <dt className="text-muted-foreground">Support address</dt>
                  <dd className="break-all">{data.config.support}</dd>
                </dl>
                <ul className="space-y-1">
                  {data.checklist.map((c) => (
                    <li key={c.item} className="flex items-start gap-2">
                      {c.done ? (
                        <CheckCircle2Icon aria-label="done" className="mt-0.5 size-4 text-emerald-600" />
                      ) : (
                        <CircleIcon aria-label="to do" className="mt-0.5 size-4 text-muted-foreground" />
                      )}
                      <span className="min-w-0 break-words">
                        {c.item} <span className="text-muted-foreground">- {c.detail}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-muted-foreground">
                {status.isError ? "Failed to load the email configuration" : "Loading..."}
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recent emails</CardTitle>
            <CardDescription>
              The newest outbox entries (bodies are not shown: they can hold sign-in links).
            </CardDescription>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            {data?.outbox.length ? (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>To</TableHead>
                    <TableHead>Subject</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Sent</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.outbox.map((m) => (
                    <TableRow key={m.id}>
                      <TableCell className="max-w-48 truncate" title={m.to}>
                        {m.to}
                      </TableCell>
                      <TableCell className="max-w-64 truncate" title={m.subject}>
                        {m.subject}
                      </TableCell>
                      <TableCell>
                        <StatusBadge status={m.status} />
                      </TableCell>
                      <TableCell>{dateTime(m.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <p className="text-sm text-muted-foreground">No emails yet.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
