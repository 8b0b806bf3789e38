// `node --import ./register.mjs …` (tests only): appends the URL of every module the process loads — its worker
// threads' too, as they run the same --import — to the file named by LOAD_LOG, one a line (load-log/hooks.mjs).
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
