import { LoadingScreen } from "@/components/app/loading-screen";

export default function Loading() {
  return <LoadingScreen />;
}
