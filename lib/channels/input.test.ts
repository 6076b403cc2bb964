// What a creator may paste to connect a channel, and the message for everything that isn't one.
import { CHANNEL_INPUT_MESSAGES, parseChannelInput } from "./input";

const ID = "UC_x5XG1OV2P6uZZ5FSM9Ttw";
const refused = (typed: string) => {
  try {
    parseChannelInput(typed);
  } catch (err) {
    return (err as Error).message;
  }
  return "accepted";
};

describe("a channel as the creator pastes it", () => {
  it("takes a UC id, a channel URL, a handle or a handle URL", () => {
    expect(parseChannelInput(ID)).toEqual({ kind: "id", channelId: ID });
    expect(parseChannelInput(` https://www.youtube.com/channel/${ID}/videos `)).toEqual({ kind: "id", channelId: ID });
    expect(parseChannelInput(`youtube.com/channel/${ID}`)).toEqual({ kind: "id", channelId: ID });
    expect(parseChannelInput("@googledevelopers")).toEqual({ kind: "handle", handle: "@googledevelopers" });
    expect(parseChannelInput("https://m.youtube.com/@Pottery.Lab/shorts")).toEqual({
      kind: "handle",
      handle: "@Pottery.Lab",
    });
    expect(parseChannelInput("potterylab")).toEqual({ kind: "handle", handle: "@potterylab" });
  });

  it("says what is wrong with anything else", () => {
    expect(refused("   ")).toBe(CHANNEL_INPUT_MESSAGES.empty);
    expect(refused("https://www.youtube.com/watch?v=ULBuIB9lHkc")).toBe(CHANNEL_INPUT_MESSAGES.video);
    expect(refused("https://youtu.be/ULBuIB9lHkc")).toBe(CHANNEL_INPUT_MESSAGES.video);
    expect(refused("https://www.youtube.com/shorts/ULBuIB9lHkc")).toBe(CHANNEL_INPUT_MESSAGES.video);
    expect(refused("https://www.youtube.com/playlist?list=PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw")).toBe(
      CHANNEL_INPUT_MESSAGES.playlist,
    );
    expect(refused("https://www.youtube.com/c/GoogleDevelopers")).toBe(CHANNEL_INPUT_MESSAGES.legacy);
    expect(refused("https://www.youtube.com/user/GoogleDevelopers")).toBe(CHANNEL_INPUT_MESSAGES.legacy);
    expect(refused("https://vimeo.com/channels/staffpicks")).toBe(CHANNEL_INPUT_MESSAGES.notYoutube);
    expect(refused("javascript://www.youtube.com/channel/" + ID)).toBe(CHANNEL_INPUT_MESSAGES.notYoutube);
    expect(refused("https://evil.example/youtube.com/channel/" + ID)).toBe(CHANNEL_INPUT_MESSAGES.notYoutube);
    expect(refused("my pottery channel")).toBe(CHANNEL_INPUT_MESSAGES.notYoutube);
    expect(refused("@a")).toBe(CHANNEL_INPUT_MESSAGES.badHandle);
    expect(refused("@<script>alert(1)</script>")).toBe(CHANNEL_INPUT_MESSAGES.badHandle);
    expect(refused("https://www.youtube.com/channel/UCshort")).toBe(CHANNEL_INPUT_MESSAGES.notYoutube);
  });
});
