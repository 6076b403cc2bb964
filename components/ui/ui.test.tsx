import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

describe("Button", () => {
  it("renders a native button with variant classes by default", () => {
    render(<Button variant="destructive">Delete</Button>);
    const button = screen.getByRole("button", { name: "Delete" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveAttribute("data-slot", "button");
    expect(button).toHaveClass("bg-destructive");
  });

  it("renders its child element instead of a button when asChild is set", () => {
    render(
      <Button asChild variant="outline">
        <a href="/pricing">Pricing</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveClass("border");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("Dialog", () => {
  it("opens from its trigger, shows its content and closes with the close button", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open settings</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>Tune your workspace.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open settings" }));

    const dialog = screen.getByRole("dialog", { name: "Settings" });
    expect(dialog).toHaveAccessibleDescription("Tune your workspace.");
    expect(dialog).toHaveTextContent("Tune your workspace.");

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("omits the close button when showCloseButton is false", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent showCloseButton={false}>
          <DialogTitle>No close</DialogTitle>
          <DialogDescription>Nothing to see.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );

    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("dialog", { name: "No close" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  });
});

describe("Checkbox", () => {
  it("toggles checked state on click and reports changes", async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(<Checkbox aria-label="Accept terms" onCheckedChange={onCheckedChange} />);

    const checkbox = screen.getByRole("checkbox", { name: "Accept terms" });
    expect(checkbox).not.toBeChecked();

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });
});

describe("Switch", () => {
  it("toggles on click and via keyboard", async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(<Switch aria-label="Email alerts" onCheckedChange={onCheckedChange} />);

    const toggle = screen.getByRole("switch", { name: "Email alerts" });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute("data-state", "checked");
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(" ");
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });
});

describe("Tabs", () => {
  it("switches the visible panel when another tab is selected", async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="ideas">
        <TabsList>
          <TabsTrigger value="ideas">Ideas</TabsTrigger>
          <TabsTrigger value="scripts">Scripts</TabsTrigger>
        </TabsList>
        <TabsContent value="ideas">Idea list</TabsContent>
        <TabsContent value="scripts">Script list</TabsContent>
      </Tabs>,
    );

    expect(screen.getByRole("tab", { name: "Ideas" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Idea list");
    expect(screen.queryByText("Script list")).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Scripts" }));

    expect(screen.getByRole("tab", { name: "Scripts" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Ideas" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Script list");
    expect(screen.queryByText("Idea list")).not.toBeInTheDocument();
  });
});

describe("Spinner", () => {
  it("exposes a status with the default 'Loading...' label", () => {
    render(<Spinner />);
    const status = screen.getByRole("status", { name: "Loading..." });
    expect(status).toHaveTextContent("Loading...");
    expect(status.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(status.querySelector("svg")).toHaveClass("animate-spin");
  });

  it("uses a custom label when given", () => {
    render(<Spinner label="Generating script..." />);
    expect(screen.getByRole("status", { name: "Generating script..." })).toHaveTextContent("Generating script...");
  });
});

describe("Tooltip", () => {
  // jsdom has no ResizeObserver, which Radix's floating content (popper arrow sizing) needs.
  const originalResizeObserver = globalThis.ResizeObserver;
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    globalThis.ResizeObserver = originalResizeObserver;
  });

  it.each([
    ["standalone", false],
    ["inside a shared TooltipProvider", true],
  ])("shows its content when the trigger receives keyboard focus (%s)", async (_label, withProvider) => {
    const user = userEvent.setup();
    const tooltip = (
      <Tooltip>
        <TooltipTrigger>Trend score</TooltipTrigger>
        <TooltipContent>How fast the topic is growing</TooltipContent>
      </Tooltip>
    );
    render(withProvider ? <TooltipProvider>{tooltip}</TooltipProvider> : tooltip);

    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("button", { name: "Trend score" })).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("How fast the topic is growing");
  });
});
