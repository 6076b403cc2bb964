// The OpenAI stand-in as a server you can run by hand, answering like a well-behaved local model
// (test/model-answers.ts) at a chosen token rate: a way to try the README's "Use a local model"
// steps, or the dashboard's streaming, without a GPU.
//   npx tsx test/openai-stand-in.ts [--port=11434] [--rate=20]
// Then OPENAI_BASE_URL=http://127.0.0.1:11434/v1 and any model id in the admin AI Models tab.
import { goodAnswer } from "./model-answers";
import { openaiStub } from "./openai-stub";

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const port = Number(arg("port", "11434"));
const rate = Number(arg("rate", "20"));

const ai = openaiStub({ rate });
ai.reply((req) => {
  console.log(
    `${new Date().toISOString()} ${req.model} ${req.stream ? "streamed" : "whole"} ${JSON.stringify(req.schema ?? {}).includes('"beats"') ? "script" : "report"}`,
  );
  void req.closed.then(() => req.aborted && console.log(`${new Date().toISOString()} ${req.model}: the app hung up`));
  return goodAnswer(req);
});
ai.start(port).then((url) => console.log(`OpenAI stand-in at ${url}, ${rate} tokens/s`));
