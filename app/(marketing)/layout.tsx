// The client providers for this route group (app/group-layout.tsx).
export { default } from "../group-layout";
