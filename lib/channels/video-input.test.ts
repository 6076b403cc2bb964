// What a creator may paste for the video an idea became: every YouTube link form that names a
// video, or its id; anything else is refused with words that say what to paste.
import { parseVideoInput, VIDEO_INPUT_MESSAGES, VideoInputError } from "./video-input";

describe("the pasted video", () => {
  it.each([
    ["dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&t=42s", "dQw4w9WgXcQ"],
    ["youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/ab-_CD12EfG", "ab-_CD12EfG"],
    ["https://m.youtube.com/live/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  http://youtube.com/embed/dQw4w9WgXcQ  ", "dQw4w9WgXcQ"],
  ])("reads %s", (typed, id) => expect(parseVideoInput(typed)).toBe(id));

  it.each([
    ["nothing", "   ", VIDEO_INPUT_MESSAGES.empty],
    ["another site", "https://vimeo.com/watch?v=dQw4w9WgXcQ", VIDEO_INPUT_MESSAGES.notVideo],
    ["a channel", "https://www.youtube.com/@potterylab", VIDEO_INPUT_MESSAGES.notVideo],
    ["a playlist", "https://www.youtube.com/playlist?list=PL1234", VIDEO_INPUT_MESSAGES.notVideo],
    ["a short id", "https://youtu.be/abc", VIDEO_INPUT_MESSAGES.notVideo],
    ["words", "my raku video", VIDEO_INPUT_MESSAGES.notVideo],
    ["a script", "javascript:alert(1)//dQw4w9WgXcQ", VIDEO_INPUT_MESSAGES.notVideo],
  ])("refuses %s", (_, typed, message) => {
    expect(() => parseVideoInput(typed)).toThrow(new VideoInputError(message));
  });
});
