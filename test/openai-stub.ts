// A stand-in for the OpenAI API on a local port, speaking the wire format @ai-sdk/openai 3 uses:
//   POST /v1/chat/completions  (openai.chat(id): what the app uses, since every OpenAI-compatible
//                               server - Ollama, vLLM, LM Studio - implements it), streamed (SSE,
//                               usage in the last chunk when stream_options.include_usage) or not
//   POST /v1/responses         (openai(id) / openai.responses(id): the SDK's default; not streamed)
//   GET  /v1/models            (the admin API Status check)
// Tests decide each answer: a JSON object as the model's structured output, raw text (malformed
// output), an API error with a status, or a delayed answer; and how it is written: a token rate,
// a first token that never comes, a stall after n tokens, a chunk that is not JSON.
//   const ai = openaiStub({ rate: 40 }); process.env.OPENAI_BASE_URL = await ai.start();
//   ai.reply((req) => req.model === "gpt-4o-mini" ? { status: 500 } : { json: {...} });
// Every request records whether the client hung up before the answer ended (`aborted`).
import { http, HttpResponse, type StubCall, type StubRequest, type StubResponse } from "./http-stub";

export type OpenAIStubRequest = {
  endpoint: "chat" | "responses";
  model: string;
  /** System / developer instructions, joined. */
  system: string;
  /** The user message text, joined. */
  user: string;
  /** The JSON schema of the requested structured output, if any. */
  schema: Record<string, unknown> | null;
  /** The client asked for server-sent events. */
  stream: boolean;
  body: Record<string, unknown>;
  /** Turns true when the client closed the connection before the answer ended. */
  readonly aborted: boolean;
  /** Settles when the connection closes (either side). */
  closed: Promise<void>;
};

/** How an answer is written. */
export type Writing = {
  /** Tokens per second; default the stand-in's rate (Infinity: all at once). */
  rate?: number;
  /** Milliseconds before the first token; Infinity: never (a stream gets its headers and role chunk only). */
  firstTokenMs?: number;
  /** Stops writing after this many tokens and keeps the connection open. */
  stallAfter?: number;
  /** After this many tokens, sends a chunk that is not JSON (streams only). */
  badChunkAfter?: number;
};

type Usage = { input: number; output: number };

export type OpenAIStubReply =
  | ({ json: unknown; usage?: Usage } & Writing)
  | ({ text: string; usage?: Usage } & Writing)
  | { status: number; message?: string; type?: string; headers?: Record<string, string> }
  | { delayMs: number; then: OpenAIStubReply };

type Handler = (req: OpenAIStubRequest) => OpenAIStubReply | Promise<OpenAIStubReply>;

type Part = { type?: string; text?: string };
type Message = { role?: string; content?: string | Part[] };

const textOf = (content: Message["content"]): string =>
  typeof content === "string" ? content : (content ?? []).map((p) => p.text ?? "").join("");

function parseRequest(endpoint: OpenAIStubRequest["endpoint"], raw: string, call: StubCall): OpenAIStubRequest {
  const body = JSON.parse(raw || "{}") as Record<string, unknown>;
  const messages = ((endpoint === "chat" ? body.messages : body.input) ?? []) as Message[];
  const pick = (roles: string[]) =>
    messages
      .filter((m) => roles.includes(m.role ?? ""))
      .map((m) => textOf(m.content))
      .join("\n");
  let schema: Record<string, unknown> | null = null;
  if (endpoint === "chat") {
    const rf = body.response_format as
      { type?: string; json_schema?: { schema?: Record<string, unknown> } } | undefined;
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
    stream: body.stream === true,
    body,
    get aborted() {
      return call.aborted;
    },
    closed: call.closed,
  };
}

/** About 4 characters a token, as in English text: the answer cut the way a model writes it. */
export function tokens(text: string): string[] {
  return text.match(/[\s\S]{1,4}/g) ?? [];
}

let seq = 0;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(id);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const id = ms === Infinity ? undefined : setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });

function usageOf(req: OpenAIStubRequest, parts: string[], usage?: Usage): Usage {
  return usage ?? { input: Math.ceil((req.system.length + req.user.length) / 4), output: parts.length };
}

function whole(req: OpenAIStubRequest, text: string, usage: Usage): string {
  const id = `stub_${++seq}`;
  const created = Math.floor(Date.now() / 1000);
  if (req.endpoint === "chat") {
    return JSON.stringify({
      id: `chatcmpl-${id}`,
      object: "chat.completion",
      created,
      model: req.model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: text, refusal: null },
          finish_reason: "stop",
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
    });
  }
  return JSON.stringify({
    id: `resp_${id}`,
    object: "response",
    created_at: created,
    status: "completed",
    model: req.model,
    output: [
      {
        type: "message",
        id: `msg_${id}`,
        status: "completed",
        role: "assistant",
        content: [{ type: "output_text", text, annotations: [] }],
      },
    ],
    usage: { input_tokens: usage.input, output_tokens: usage.output, total_tokens: usage.input + usage.output },
  });
}

/** Server-sent chat.completion.chunk events at the given rate. */
function streamed(req: OpenAIStubRequest, text: string, w: Required<Writing>, usage?: Usage): StubResponse {
  const id = `chatcmpl-stub_${++seq}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: req.model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`;
  const parts = tokens(text);
  return {
    status: 200,
    body: "",
    headers: { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" },
    async stream({ write, signal }) {
      write(chunk({ role: "assistant", content: "" }));
      await sleep(w.firstTokenMs, signal);
      const started = Date.now();
      let sent = 0;
      while (sent < parts.length && !signal.aborted) {
        const due =
          w.rate === Infinity
            ? parts.length
            : Math.min(parts.length, Math.floor(((Date.now() - started) / 1000) * w.rate) + 1);
        let out = "";
        for (; sent < due; sent++) {
          if (sent === w.stallAfter) {
            write(out);
            return sleep(Infinity, signal);
          }
          if (sent === w.badChunkAfter) out += `data: {"id":"${id}","choices":[{"delta":{"content":\n\n`;
          out += chunk({ content: parts[sent] });
        }
        write(out);
        if (sent < parts.length) await sleep(20, signal);
      }
      if (signal.aborted) return;
      write(chunk({}, "stop"));
      const u = usageOf(req, parts, usage);
      const include = (req.body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
      if (include) {
        write(
          `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: req.model, choices: [], usage: { prompt_tokens: u.input, completion_tokens: u.output, total_tokens: u.input + u.output } })}\n\n`,
        );
      }
      write("data: [DONE]\n\n");
    },
  };
}

const ERROR_TYPES: Record<number, string> = {
  400: "invalid_request_error",
  401: "invalid_request_error",
  429: "rate_limit_exceeded",
  500: "server_error",
  503: "server_error",
};

async function toResponse(
  req: OpenAIStubRequest,
  reply: OpenAIStubReply,
  defaultRate: number,
  signal: AbortSignal,
): Promise<StubResponse> {
  if ("delayMs" in reply) {
    await sleep(reply.delayMs, signal);
    return toResponse(req, reply.then, defaultRate, signal);
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
  const text = "json" in reply ? JSON.stringify(reply.json) : reply.text;
  const w: Required<Writing> = {
    rate: reply.rate ?? defaultRate,
    firstTokenMs: reply.firstTokenMs ?? 0,
    stallAfter: reply.stallAfter ?? -1,
    badChunkAfter: reply.badChunkAfter ?? -1,
  };
  if (req.stream && req.endpoint === "chat") return streamed(req, text, w, reply.usage);
  // Not streamed: the whole answer once it is written (a stall or a missing first token never answers).
  const parts = tokens(text);
  const stalls = w.stallAfter >= 0 && w.stallAfter < parts.length;
  await sleep(stalls ? Infinity : w.firstTokenMs + (w.rate === Infinity ? 0 : (parts.length / w.rate) * 1000), signal);
  return {
    status: 200,
    body: whole(req, text, usageOf(req, parts, reply.usage)),
    headers: { "content-type": "application/json" },
  };
}

export function openaiStub(options: { rate?: number } = {}) {
  const server = http();
  const requests: OpenAIStubRequest[] = [];
  let rate = options.rate ?? Infinity;
  let handler: Handler = () => ({ status: 500, message: "no reply configured" });
  const serve = (endpoint: OpenAIStubRequest["endpoint"]) => async (r: StubRequest) => {
    const { call } = r;
    const req = parseRequest(endpoint, await r.text(), call);
    requests.push(req);
    const gone = new AbortController();
    void call.closed.then(() => gone.abort());
    return toResponse(req, await handler(req), rate, gone.signal);
  };
  server.on("POST /v1/chat/completions", serve("chat"));
  server.on("POST /v1/responses", serve("responses"));
  server.on("GET /v1/models", () =>
    HttpResponse.json({ object: "list", data: [{ id: "stub-model", object: "model", created: 0, owned_by: "stub" }] }),
  );
  return {
    requests,
    /** Starts the server; returns the base URL to put in OPENAI_BASE_URL (ends in /v1). */
    async start(port = 0): Promise<string> {
      return `${await server.start(port)}/v1`;
    },
    stop: () => server.stop(),
    reply(h: Handler) {
      handler = h;
    },
    /** The default token rate for answers that don't set one. */
    setRate(tokensPerSecond: number) {
      rate = tokensPerSecond;
    },
    reset() {
      requests.length = 0;
      server.calls.length = 0;
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
