import { render, screen, within } from "@testing-library/react";
import { Sidebar } from "./sidebar";
import { status } from "@/test/dashboard-fixtures";

const plan = () => screen.getByRole("region", { name: "Your Plan" });

describe("Sidebar usage", () => {
  it("shows bars with no warning below 80%", () => {
    render(
      <Sidebar status={status({ trendsUsed: 1, scriptsUsed: 2 })} statusError={false} tier="free" isAdmin={false} />,
    );
    expect(within(plan()).getByText("Creator")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Trend reports used this month" })).toHaveAttribute(
      "aria-valuenow",
      "33",
    );
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    expect(screen.queryByText(/You've used/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
  });

  it("warns with a percentage at 80% and more", () => {
    render(
      <Sidebar
        status={status({ trendsUsed: 2, trendsLimit: 3, scriptsUsed: 8, scriptsLimit: 10 })}
        statusError={false}
        tier="free"
        isAdmin={false}
      />,
    );
    expect(screen.getByText("You've used 80% of your monthly script limit.")).toBeInTheDocument();
    expect(screen.queryByText(/trend report limit/)).not.toBeInTheDocument(); // 67%
  });

  it("says the limit is reached at 100%", () => {
    render(
      <Sidebar status={status({ trendsUsed: 3, trendsLimit: 3 })} statusError={false} tier="free" isAdmin={false} />,
    );
    expect(screen.getByText(/Monthly trend report limit reached\. Upgrade your plan for more\./)).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Trend reports used this month" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
  });

  it("shows no bar and 'Unlimited Usage' for a -1 limit", () => {
    render(
      <Sidebar
        status={status({
          tier: "studio",
          plan: { name: "Creator Studio", features: ["Unlimited scripts"] },
          trendsLimit: 100,
          scriptsLimit: -1,
          scriptsUsed: 500,
        })}
        statusError={false}
        tier="studio"
        isAdmin={false}
      />,
    );
    expect(screen.getAllByRole("progressbar")).toHaveLength(1);
    expect(screen.getByText("Unlimited Usage")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change Plan" })).toHaveAttribute("href", "/pricing");
    expect(
      within(screen.getByRole("region", { name: "Your Benefits" })).getByText("Unlimited scripts"),
    ).toBeInTheDocument();
  });

  it("shows 'Admin: Unlimited Access' and no bars for admins", () => {
    render(
      <Sidebar status={status({ isAdmin: true, trendsUsed: 50 })} statusError={false} tier="free" isAdmin={false} />,
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getAllByText("Admin: Unlimited Access")).toHaveLength(2);
  });

  it("falls back to the plan table while the status loads, and links the policies", () => {
    render(<Sidebar status={undefined} statusError={false} tier="pro" isAdmin={false} />);
    expect(within(plan()).getByText("Creator Pro")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Privacy and terms" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/privacy/consent", "/privacy", "/terms", "/pricing"]);
  });
});
