// The shared form pieces: a labelled input carries react-hook-form's registration (its ref and
// events reach the <input>), and its error is announced as the input's description.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { FormError, LabelledInput } from "@/components/forms/field-error";

function Probe({ onSubmit }: { onSubmit: (values: { email: string }) => void }) {
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: "" } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <LabelledInput id="email" label="Email" type="email" error="Enter a valid email" {...register("email")} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("LabelledInput and FormError", () => {
  it("registers the input with the form and describes it by its error", async () => {
    const onSubmit = jest.fn();
    render(<Probe onSubmit={onSubmit} />);
    const input = screen.getByLabelText("Email");
    await userEvent.type(input, "me@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledWith({ email: "me@example.com" }, expect.anything());
    expect(input).toHaveAttribute("aria-describedby", "email-error");
    expect(screen.getByRole("alert")).toHaveAttribute("id", "email-error");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a valid email");
  });

  it("shows the server's error only when there is one", () => {
    const { rerender, container } = render(<FormError message={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FormError message="Invalid email or password" />);
    expect(screen.getByText("Invalid email or password")).toBeInTheDocument();
  });
});
