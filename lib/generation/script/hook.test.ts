// The hook's first three seconds end where a person would pause: never inside the topic's name,
// never on a word that leans on the next one ("the", "for", "your").
import { leansOnNext } from "@/lib/language/parts-of-speech";
import { splitHook } from "./hook";

it("never cuts inside the topic", () => {
  const { head, tail } = splitHook(
    "I tested the two biggest Keychron Q0 Max videos against each other.",
    "Keychron Q0 Max",
  );
  expect(`${head} ${tail}`).toBe("I tested the two biggest Keychron Q0 Max videos against each other.");
  expect(head.includes("Keychron") ? head : tail).toMatch(/Keychron Q0 Max/);
});

it("ends the first beat on no word that leans on the next", () => {
  const { head } = splitHook("Here is how to get the best out of your very first sourdough loaf this winter");
  expect(head).not.toBe("");
  expect(leansOnNext(head.split(" ").pop()!)).toBe(false);
  expect(["the", "for", "your", "how", "and"].every(leansOnNext)).toBe(true);
  expect(["sourdough", "loaf", "tested", "winter"].some(leansOnNext)).toBe(false);
});
