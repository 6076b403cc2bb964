"use client";
// Users tab, role form: POST /api/admin/set-role {email, role}; 'Update Role' / 'Updating...'.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiJson } from "@/lib/client/api";
import { setRoleSchema } from "@/lib/schemas/admin";
import { NativeSelect } from "./native-select";
import { AUDIT_KEY, toastFailure, USERS_KEY } from "./use-admin";

type Input = z.input<typeof setRoleSchema>;
type Output = z.output<typeof setRoleSchema>;

export function RoleForm() {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<Input, unknown, Output>({
    resolver: zodResolver(setRoleSchema),
    defaultValues: { email: "", role: "user" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await apiJson<{ user: { email: string; role: string } }>("POST", "/api/admin/set-role", values);
      toast.success("Role Updated", {
        description: `${user.email} is now ${user.role === "admin" ? "an admin" : "a user"}.`,
      });
      reset({ email: "", role: values.role });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
    } catch (err) {
      toastFailure(err, "Error", "Failed to update role");
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Update User Role</CardTitle>
        <CardDescription>
          Changing a role signs that user out everywhere. The designated owner account and the last admin cannot be
          demoted.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        >
          <div className="space-y-2">
            <Label htmlFor="role-email">User email</Label>
            <Input
              id="role-email"
              type="email"
              autoComplete="off"
              placeholder="user@example.com"
              aria-describedby="role-email-error"
              {...register("email")}
            />
            <FieldError id="role-email-error" message={formState.errors.email?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="role-select">Role</Label>
            <NativeSelect id="role-select" {...register("role")}>
              <option value="user">user</option>
              <option value="admin">admin</option>
            </NativeSelect>
            <FieldError id="role-select-error" message={formState.errors.role?.message} />
          </div>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Updating..." : "Update Role"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
