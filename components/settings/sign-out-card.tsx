// The sign-out controls on /settings: this device, or every device (a lost phone, a shared
// computer). Plain forms that POST, so they work before any script has loaded; GET /api/logout
// leads here.
import { LogOutIcon, MonitorSmartphoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function SignOutCard() {
  return (
    <Card id="sign-out">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphoneIcon className="size-5" aria-hidden />
          Sessions
        </CardTitle>
        <CardDescription>
          Signed in on a phone or computer you no longer use? Signing out of all devices ends every session, this one
          included.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <form action="/api/logout" method="post">
          <Button type="submit" variant="outline">
            <LogOutIcon aria-hidden />
            Sign out
          </Button>
        </form>
        <form action="/api/logout/all" method="post">
          <Button type="submit" variant="destructive">
            Sign out of all devices
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
