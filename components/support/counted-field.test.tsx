import { render, screen } from "@testing-library/react";
import { CountedField } from "./counted-field";

describe("CountedField", () => {
  it("labels the control, counts live and describes it by the counter", () => {
    render(
      <CountedField id="f-subject" label="Subject" value="Hello" max={200}>
        {(describedBy) => <input id="f-subject" aria-describedby={describedBy} readOnly value="Hello" />}
      </CountedField>,
    );
    const field = screen.getByLabelText("Subject");
    expect(field).toHaveAccessibleDescription("5/200");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("adds the error, announced and part of the description", () => {
    render(
      <CountedField id="f-message" label="Message" value="" max={2000} error="Please fill in both subject and message.">
        {(describedBy) => <textarea id="f-message" aria-describedby={describedBy} />}
      </CountedField>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in both subject and message.");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(
      "0/2000 Please fill in both subject and message.",
    );
  });
});
