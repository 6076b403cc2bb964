"use client";
// Refunds tab: email search (GET /api/admin/user-payments/{email}), user summary, charges table,
// refund form, manual downgrade, refund history and how-to text.
import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { RefundHistoryItemDTO, UserPaymentsDTO } from "@/lib/admin/dto";
import { apiJson } from "@/lib/client/api";
import { dateTime, dollars, fromSeconds, tierLabel } from "./format";
import { DowngradeForm, RefundForm } from "./refund-form";
import { AUDIT_KEY, DASHBOARD_KEY, MONITORING_KEY, REFUND_HISTORY_KEY, toastFailure, USERS_KEY } from "./use-admin";

function History({ items }: { items: RefundHistoryItemDTO[] }) {
  if (!items.length) return <p className="text-sm text-muted-foreground">No refunds yet.</p>;
  return (
    <ul className="divide-y text-sm">
      {items.map((r) => (
        <li key={r.id} className="py-2">
          <p className="break-words">{r.details}</p>
          <p className="text-xs text-muted-foreground">
            {dateTime(r.timestamp)}
            {r.userEmail ? ` - ${r.userEmail}` : ""}
            {r.reason ? ` - ${r.reason}` : ""}
            {r.actorEmail ? ` - by ${r.actorEmail}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function RefundsTab() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [data, setData] = useState<UserPaymentsDTO | null>(null);
  const [chargeId, setChargeId] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const allHistory = useQuery<{ refunds: RefundHistoryItemDTO[] }>({ queryKey: REFUND_HISTORY_KEY, enabled: !data });

  const load = async (address: string, quiet = false) => {
    setSearching(true);
    try {
      const res = await apiJson<UserPaymentsDTO>("GET", `/api/admin/user-payments/${encodeURIComponent(address)}`);
      setData(res);
      if (!quiet)
        toast.success("Payment Data Retrieved", {
          description: `${res.charges.length} charge(s) found for ${res.user.email}`,
        });
    } catch (err) {
      toastFailure(err, "Error", "Failed to retrieve payment data");
    } finally {
      setSearching(false);
    }
  };

  const search = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      toast.error("Error", { description: "Please enter a user email" });
      return;
    }
    setChargeId(null);
    void load(email.trim());
  };

  const afterChange = () => {
    if (data) void load(data.user.email, true);
    for (const queryKey of [DASHBOARD_KEY, USERS_KEY, MONITORING_KEY, AUDIT_KEY, REFUND_HISTORY_KEY])
      void queryClient.invalidateQueries({ queryKey });
  };

  const charge = data?.charges.find((c) => c.id === chargeId);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Find a customer</CardTitle>
        </CardHeader>
        <CardContent>
          <form method="post" onSubmit={search} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1">
              <Label htmlFor="payments-email">User email</Label>
              <Input
                id="payments-email"
                type="email"
                autoComplete="off"
                placeholder="user@example.com"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={searching}>
              {searching ? "Searching..." : "Search Payments"}
            </Button>
          </form>
        </CardContent>
      </Card>

      {data ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle className="break-all">{data.user.email}</CardTitle>
              <CardDescription>
                Plan {tierLabel(data.user.subscriptionTier)} ({data.user.subscriptionStatus}) - role {data.user.role} -
                customer {data.user.stripeCustomerId ?? "none"} - since {dateTime(data.user.createdAt)}
              </CardDescription>
            </CardHeader>
            <CardContent className="overflow-x-auto">
              {data.note ? <p className="mb-2 text-sm text-muted-foreground">{data.note}</p> : null}
              {data.charges.length ? (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Amount</TableHead>
                      <TableHead>Status</TableHead>
                      <TableHead>Date</TableHead>
                      <TableHead>Description</TableHead>
                      <TableHead>Refunded</TableHead>
                      <TableHead>Action</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.charges.map((c) => (
                      <TableRow key={c.id} data-state={c.id === chargeId ? "selected" : undefined}>
                        <TableCell className="font-medium">{dollars(c.amount, c.currency)}</TableCell>
                        <TableCell>
                          <Badge variant={c.status === "succeeded" ? "default" : "outline"}>{c.status}</Badge>
                        </TableCell>
                        <TableCell>{fromSeconds(c.created)}</TableCell>
                        <TableCell>{c.description}</TableCell>
                        <TableCell>
                          {c.refunded
                            ? "Yes"
                            : c.amountRefunded > 0
                              ? `Partially (${dollars(c.amountRefunded, c.currency)})`
                              : "No"}
                        </TableCell>
                        <TableCell>
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={c.refundable <= 0}
                            onClick={() => setChargeId(c.id)}
                            aria-label={`Refund charge ${c.id}`}
                          >
                            Refund
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ) : null}
            </CardContent>
          </Card>
          {charge ? <RefundForm key={charge.id} email={data.user.email} charge={charge} onDone={afterChange} /> : null}
          <DowngradeForm email={data.user.email} tier={data.user.subscriptionTier} onDone={afterChange} />
        </>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Refund history</CardTitle>
            <CardDescription>{data ? `Refunds of ${data.user.email}` : "Newest refunds, all users"}</CardDescription>
          </CardHeader>
          <CardContent>
            <History items={data ? data.refundHistory : (allHistory.data?.refunds ?? [])} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>How to process a refund</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="list-decimal space-y-1 pl-4 text-sm">
              <li>Search the customer by email and pick the charge to refund.</li>
              <li>
                Choose the reason; enter an amount in cents for a partial refund, or leave it empty to refund everything
                still refundable.
              </li>
              <li>
                A full refund moves the customer to the free plan and ends the subscription; a partial refund keeps the
                plan.
              </li>
              <li>Refunds appear on the customer&apos;s statement in 5-10 business days.</li>
              <li>To end a plan without refunding, use Manual downgrade.</li>
            </ol>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
