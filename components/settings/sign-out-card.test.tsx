import { render, screen } from "@testing-library/react";
import { SignOutCard } from "./sign-out-card";

describe("SignOutCard", () => {
  it("signs out with forms that POST: this device, or every device", () => {
    render(<SignOutCard />);
    const here = screen.getByRole("button", { name: "Sign out" }).closest("form");
    const everywhere = screen.getByRole("button", { name: "Sign out of all devices" }).closest("form");
    expect(here).toHaveAttribute("action", "/api/logout");
    expect(everywhere).toHaveAttribute("action", "/api/logout/all");
    for (const form of [here, everywhere]) expect(form).toHaveAttribute("method", "post");
    // GET /api/logout leads here.
    expect(document.getElementById("sign-out")).toContainElement(here);
  });
});
