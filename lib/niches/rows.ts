// Written by `npm run niches:rows` from the row files of lib/niches/presets/, one per preset: do not
// edit. index.ts orders the rows and derives NicheKey from their keys.
import { beauty } from "./presets/beauty";
import { diy } from "./presets/diy";
import { education } from "./presets/education";
import { fitness } from "./presets/fitness";
import { food } from "./presets/food";
import { gaming } from "./presets/gaming";
import { technology } from "./presets/technology";

export const ROWS = {
  beauty,
  diy,
  education,
  fitness,
  food,
  gaming,
  technology,
};
