// A stand-in for the OpenAI API on a local port, speaking the wire format @ai-sdk/openai 3 uses:
//   POST /v1/chat/completions  (openai.chat(id): what the app uses, since every OpenAI-compatible
//                               server - Ollama, vLLM, LM Studio - implements it)
//   POST /v1/responses         (openai(id) / openai.responses(id): the SDK's default)
// Tests decide each answer: a JSON object as the model's structured output, raw text (malformed
// output), an API error with a status, or a slow answer (timeouts).
//   const ai = openaiStub(); process.env.OPENAI_BASE_URL = await ai.start();
//   ai.reply((req) => req.model === "gpt-4o-mini" ? { status: 500 } : { json: {...} });
import { http, HttpResponse, type StubResponse } from "./http-stub";

export type OpenAIStubRequest = {
  endpoint: "chat" | "responses";
  model: string;
  /** System / developer instructions, joined. */
  system: string;
  /** The user message text, joined. */
  user: string;
  /** The JSON schema of the requested structured output, if any. */
  schema: Record<string, unknown> | null;
  body: Record<string, unknown>;
};

export type OpenAIStubReply =
  | { json: unknown; usage?: { input: number; output: number } }
  | { text: string; usage?: { input: number; output: number } }
  | { status: number; message?: string; type?: string; headers?: Record<string, string> }
  | { delayMs: number; then: OpenAIStubReply };

type Handler = (req: OpenAIStubRequest) => OpenAIStubReply | Promise<OpenAIStubReply>;

type Part = { type?: string; text?: string };
type Message = { role?: string; content?: string | Part[] };

const textOf = (content: Message["content"]): string =>
  typeof content === "string" ? content : (content ?? []).map((p) => p.text ?? "").join("");

function parseRequest(endpoint: OpenAIStubRequest["endpoint"], raw: string): OpenAIStubRequest {
  const body = JSON.parse(raw || "{}") as Record<string, unknown>;
  const messages = ((endpoint === "chat" ? body.messages : body.input) ?? []) as Message[];
  const pick = (roles: string[]) => messages.filter((m) => roles.includes(m.role ?? "")).map((m) => textOf(m.content)).join("\n");
  let schema: Record<string, unknown> | null = null;
  if (endpoint === "chat") {
    const rf = body.response_format as { type?: string; json_schema?: { schema?: Record<string, unknown> } } | undefined;
    schema = rf?.type === "json_schema" ? (rf.json_schema?.schema ?? null) : null;
  } else {
    const format = (body.text as { format?: { type?: string; schema?: Record<string, unknown> } } | undefined)?.format;
    schema = format?.type === "json_schema" ? (format.schema ?? null) : null;
  }
  return {
    endpoint,
    model: String(body.model ?? ""),
    system: pick(["system", "developer"]) + (typeof body.instructions === "string" ? body.instructions : ""),
    user: pick(["user"]),
    schema,
    body,
  };
}

let seq = 0;

function success(req: OpenAIStubRequest, text: string, usage = { input: 120, output: 80 }): StubResponse {
  const id = `stub_${++seq}`;
  const created = Math.floor(Date.now() / 1000);
  if (req.endpoint === "chat") {
    return HttpResponse.json({
      id: `chatcmpl-${id}`,
      object: "chat.completion",
      created,
      model: req.model,
      choices: [{ index: 0, message: { role: "assistant", content: text, refusal: null }, finish_reason: "stop", logprobs: null }],
      usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
    });
  }
  return HttpResponse.json({
    id: `resp_${id}`,
    object: "response",
    created_at: created,
    status: "completed",
    model: req.model,
    output: [
      { type: "message", id: `msg_${id}`, status: "completed", role: "assistant", content: [{ type: "output_text", text, annotations: [] }] },
    ],
    usage: { input_tokens: usage.input, output_tokens: usage.output, total_tokens: usage.input + usage.output },
  });
}

const ERROR_TYPES: Record<number, string> = { 400: "invalid_request_error", 401: "invalid_request_error", 429: "rate_limit_exceeded", 500: "server_error", 503: "server_error" };

async function toResponse(req: OpenAIStubRequest, reply: OpenAIStubReply): Promise<StubResponse> {
  if ("delayMs" in reply) {
    await new Promise((r) => setTimeout(r, reply.delayMs));
    return toResponse(req, reply.then);
  }
  if ("status" in reply) {
    const type = reply.type ?? ERROR_TYPES[reply.status] ?? "api_error";
    // retry-after-ms keeps the SDK's one retry fast (it honours the header like the real API's).
    return HttpResponse.json(
      { error: { message: reply.message ?? `stub error ${reply.status}`, type, param: null, code: type } },
      reply.status,
      { "retry-after-ms": "5", ...reply.headers },
    );
  }
  if ("json" in reply) return success(req, JSON.stringify(reply.json), reply.usage);
  return success(req, reply.text, reply.usage);
}

export function openaiStub() {
  const server = http();
  const requests: OpenAIStubRequest[] = [];
  let handler: Handler = () => ({ status: 500, message: "no reply configured" });
  const serve = (endpoint: OpenAIStubRequest["endpoint"]) => async (r: { text: () => Promise<string> }) => {
    const req = parseRequest(endpoint, await r.text());
    requests.push(req);
    return toResponse(req, await handler(req));
  };
  server.on("POST /v1/chat/completions", serve("chat"));
  server.on("POST /v1/responses", serve("responses"));
  return {
    requests,
    /** Starts the server; returns the base URL to put in OPENAI_BASE_URL (ends in /v1). */
    async start(): Promise<string> {
      return `${await server.start()}/v1`;
    },
    stop: () => server.stop(),
    reply(h: Handler) {
      handler = h;
    },
    reset() {
      requests.length = 0;
      handler = () => ({ status: 500, message: "no reply configured" });
    },
    /** Models asked, in order. */
    models: () => requests.map((r) => r.model),
  };
}

/** The JSON between <data> and </data> in a prompt (the app passes evidence that way). */
export function promptData<T = unknown>(text: string): T {
  const m = text.match(/<data>([\s\S]*)<\/data>/);
  if (!m) throw new Error(`no <data> block in prompt: ${text.slice(0, 200)}`);
  return JSON.parse(m[1]) as T;
}
