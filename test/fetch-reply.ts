// jsdom has no fetch Response: component tests answer their fetch mocks with this minimal
// stand-in, which has what lib/client/api.ts reads.
export const reply = (value: unknown, status = 200) => ({
  ok: status < 400,
  status,
  statusText: "",
  json: async () => value,
  text: async () => JSON.stringify(value),
});
