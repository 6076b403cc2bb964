export { rewriteBeat } from "./rewrite";
export { writeScript } from "./write";
