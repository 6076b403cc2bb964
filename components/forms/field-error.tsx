// The pieces every form of the product repeats: a field's error, a labelled input wired to it, the
// email and new-password fields of the auth forms, and the form-level error the server answered with.
import type { ComponentProps, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

type LabelledInputProps = ComponentProps<"input"> & {
  id: string;
  label: ReactNode;
  error?: string;
  /** The error's element id (aria-describedby); `{id}-error` unless given. */
  errorId?: string;
  /** Shown at the right of the label (a "Forgot password?" link). */
  aside?: ReactNode;
};

/** A labelled input with its error below it, the error announced as the input's description. */
export function LabelledInput({ id, label, error, errorId = `${id}-error`, aside, ...input }: LabelledInputProps) {
  const labelled = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className="space-y-2">
      {aside ? (
        <div className="flex items-center justify-between">
          {labelled}
          {aside}
        </div>
      ) : (
        labelled
      )}
      <Input id={id} aria-describedby={errorId} {...input} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The email field of the sign-in, sign-up and reset-request forms. */
export function EmailField(props: { field: UseFormRegisterReturn; error?: string; defaultValue?: string }) {
  const { field, error, defaultValue } = props;
  return (
    <LabelledInput
      id="email"
      label="Email"
      type="email"
      autoComplete="email"
      defaultValue={defaultValue}
      error={error}
      {...field}
    />
  );
}

/** A new password typed twice (sign-up, reset), the browser told to suggest one. */
export function NewPasswordFields(props: {
  labels: { password: string; confirm: string };
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
}) {
  const { labels, password, confirm, errors } = props;
  return (
    <>
      <LabelledInput
        id="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...password}
      />
      <LabelledInput
        id="confirmPassword"
        label={labels.confirm}
        errorId="confirm-error"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...confirm}
      />
    </>
  );
}

/** The error the server answered a submit with, if any. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
