// The measure of story use: an idea uses a question when it carries most of its words (not the
// trend's own name), a phrase or the comparison when it carries all of theirs, in either number.
import { ideasUseStory, ideaUsesStory } from "./story-use";
import type { TrendStory } from "./types";

const STORY: TrendStory = {
  questions: ["How loud is the Velora X4 heater at night?"],
  mostlyAbout: ["battery drain"],
  comparedWith: "fan heater",
  mood: "problem",
};
const idea = (hook: string, outline = "Intro -> Demo -> Verdict") => ({ hook, outline });

describe("story use", () => {
  it("sees a question reworded, a phrase in another number, and the comparison", () => {
    expect(ideaUsesStory(idea("Just how loud does it get at night? I measured."), STORY, "Velora X4 heater")).toBe(
      true,
    );
    expect(ideaUsesStory(idea("Three tips", "Show the battery drains -> fix"), STORY, "Velora X4 heater")).toBe(true);
    expect(ideaUsesStory(idea("Velora or a fan heater?"), STORY, "Velora X4 heater")).toBe(true);
  });

  it("doesn't count the trend's own name", () => {
    expect(ideaUsesStory(idea("I tried the Velora X4 heater for a week"), STORY, "Velora X4 heater")).toBe(false);
  });

  it("counts the words of the posts' mood, and only of theirs", () => {
    expect(ideaUsesStory(idea("The Velora X4 heater problem nobody fixes"), STORY, "Velora X4 heater")).toBe(true);
    const praise: TrendStory = { ...STORY, questions: [], mostlyAbout: [], comparedWith: null, mood: "praise" };
    expect(ideaUsesStory(idea("The Velora X4 heater problem nobody fixes"), praise, "Velora X4 heater")).toBe(false);
  });

  it("asks two of three, and nothing of a trend whose posts tell no story", () => {
    const ideas = [idea("How loud at night?"), idea("Battery drain, explained"), idea("My week with it")];
    expect(ideasUseStory(ideas, STORY, "Velora X4 heater")).toBe(true);
    expect(ideasUseStory([ideas[0], ideas[2], ideas[2]], STORY, "Velora X4 heater")).toBe(false);
    expect(ideasUseStory([ideas[2]], null, "Velora X4 heater")).toBe(true);
  });
});
