import { parseCsv, parseTags, parseTrendingCsv } from "./csv";

describe("parseCsv (RFC 4180)", () => {
  it("handles quoted commas, doubled quotes, line breaks inside quotes and CRLF", () => {
    const text = 'a,b,c\r\n"x, y","he said ""hi""","two\nlines"\r\nplain,,last\n';
    expect(parseCsv(text)).toEqual([
      ["a", "b", "c"],
      ["x, y", 'he said "hi"', "two\nlines"],
      ["plain", "", "last"],
    ]);
  });

  it("strips a BOM, keeps a final record without newline, skips blank lines", () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n3,"4"')).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ]);
  });

  it("keeps empty trailing fields and a lone CR as a record end", () => {
    expect(parseCsv("a,\rb,c,")).toEqual([
      ["a", ""],
      ["b", "c", ""],
    ]);
  });

  it("is lenient with stray quotes and an unterminated quoted field", () => {
    expect(parseCsv('ab"c,"d"e\n"open, to the end')).toEqual([['ab"c', "de"], ["open, to the end"]]);
  });
});

describe("parseTags", () => {
  it("lower-cases, trims, strips quotes and '#', drops [none]", () => {
    expect(parseTags('"Tag One"|"tag two"| #Three |"tag one"')).toEqual(["tag one", "tag two", "three"]);
    expect(parseTags("[none]")).toEqual([]);
    expect(parseTags("")).toEqual([]);
  });
});

// The 2017 layout: `date` as DD.MM, `comment_total`; UTF-8 with a BOM.
const LAYOUT_2017 =
  "\uFEFFvideo_id,title,channel_title,category_id,tags,views,likes,dislikes,comment_total,thumbnail_link,date\r\n" +
  'XpVt6Z1Gjjo,"1 YEAR OF VLOGGING, HOW LOGAN PAUL CHANGED ""YOUTUBE""","Logan Paul Vlogs",24,"""logan paul vlog""|""Logan Paul""|""vlog""",4394029,320053,5931,46245,https://i.ytimg.com/vi/XpVt6Z1Gjjo/default.jpg,13.09\r\n' +
  "K4wEI5zhHB0,iPhone X — Introducing iPhone X — Apple,Apple,28,Apple|iPhone 10|Face ID,7860119,185853,26679,0,https://i.ytimg.com/vi/K4wEI5zhHB0/default.jpg,01.10\r\n" +
  "noTags0001,No tags here,Someone,22,[none],100,5,0,1,https://i.ytimg.com/vi/x/default.jpg,22.10\r\n";

// The later layout: `trending_date` as YY.DD.MM, `comment_count`, `publish_time`, extra flags.
const LAYOUT_LATER =
  "video_id,trending_date,title,channel_title,category_id,publish_time,tags,views,likes,dislikes,comment_count,thumbnail_link,comments_disabled,ratings_disabled,video_error_or_removed,description\n" +
  '2kyS6SvSYSE,17.14.11,WE WANT TO TALK ABOUT OUR MARRIAGE,CaseyNeistat,22,2017-11-13T17:13:01.000Z,SHANtell martin,748374,57527,2966,15954,https://i.ytimg.com/vi/2kyS6SvSYSE/default.jpg,False,False,False,"SHANTELL\'S CHANNEL - https://www.youtube.com/shantellmartin\nCANDICE - https://www.lovebilly.com"\n' +
  '1ZAPwfrtAFY,17.14.11,The Trump Presidency: Last Week Tonight,LastWeekTonight,24,2017-11-13T07:30:00.000Z,"""last week tonight trump presidency""|""john oliver""",2418783,97185,6146,12703,https://i.ytimg.com/vi/1ZAPwfrtAFY/default.jpg,False,False,False,"One year after"\n' +
  "gone000000,17.15.11,Removed video,Somebody,24,2017-11-13T07:30:00.000Z,[none],10,1,0,0,x,False,False,True,\n" +
  "badDate000,17.31.09,Bad date,Somebody,24,2017-11-13T07:30:00.000Z,[none],10,1,0,0,x,False,False,False,\n";

describe("parseTrendingCsv", () => {
  it("reads the 2017 layout (DD.MM dates, comment_total, BOM, quoted tags, [none])", () => {
    const items = parseTrendingCsv(LAYOUT_2017, "/data/US_2017-09-13_2017-10-22.csv");
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      source: "import:US_2017-09-13_2017-10-22.csv",
      externalId: "XpVt6Z1Gjjo",
      title: '1 YEAR OF VLOGGING, HOW LOGAN PAUL CHANGED "YOUTUBE"',
      tags: ["logan paul vlog", "logan paul", "vlog"],
      channel: "Logan Paul Vlogs",
      categoryId: 24,
      views: 4394029,
      likes: 320053,
      comments: 46245,
      observedAt: new Date(Date.UTC(2017, 8, 13)),
      niche: null,
    });
    expect(items[1]).toMatchObject({
      tags: ["apple", "iphone 10", "face id"],
      categoryId: 28,
      observedAt: new Date(Date.UTC(2017, 9, 1)),
    });
    expect(items[2].tags).toEqual([]);
  });

  it("reads the later layout (YY.DD.MM dates, comment_count, multi-line descriptions)", () => {
    const items = parseTrendingCsv(LAYOUT_LATER, "C:\\data\\USvideos.csv");
    expect(items.map((i) => i.externalId)).toEqual(["2kyS6SvSYSE", "1ZAPwfrtAFY"]); // removed video and 31.09 skipped
    expect(items[0]).toMatchObject({
      source: "import:USvideos.csv",
      tags: ["shantell martin"],
      comments: 15954,
      observedAt: new Date(Date.UTC(2017, 10, 14)),
    });
    expect(items[1].tags).toEqual(["last week tonight trump presidency", "john oliver"]);
  });

  it("rejects a file that is not a trending export", () => {
    expect(() => parseTrendingCsv("title,video_id,likes\nann,3,4\n", "people.csv")).toThrow(
      /not a YouTube trending CSV: no channel_title or channelTitle, no views or view_count, no date or trending_date column/,
    );
    expect(parseTrendingCsv("", "empty.csv")).toEqual([]);
  });
});
