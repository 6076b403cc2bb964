// When a streamed trend counts as delivered: by what it carries (a usable title and description),
// whatever the stream's bookkeeping says.
import { carriesTrend } from "./trends";

describe("carriesTrend", () => {
  it.each([
    ["a title and a description", { title: "Zone 2 Cardio", description: "Slow runs are back in fashion." }, true],
    ["a title and the shortest usable description", { title: "Zone 2", description: "Slow runs." }, true],
    ["a title only", { title: "Zone 2 Cardio", description: "" }, false],
    ["a title and a description just begun", { title: "Zone 2 Cardio", description: "Slow run" }, false],
    [
      "a description under a title too short to use",
      { title: "Zo", description: "Slow runs are back in fashion." },
      false,
    ],
    ["blank words", { title: "   ", description: "          \n " }, false],
    ["control characters only", { title: "\u0000\u0001\u0002", description: "\u0003".repeat(20) }, false],
  ])("%s", (_what, trend, carries) => {
    expect(carriesTrend(trend)).toBe(carries);
  });
});
