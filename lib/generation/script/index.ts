export { rewriteBeat } from "./rewrite";
export { writeOfflineScript } from "./write";
