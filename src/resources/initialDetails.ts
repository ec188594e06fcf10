// The schemas and labels the opened page reads (resourceDetails.ts), asked for as the console's code
// starts to run: main.tsx imports this module first and renders once they are in; App.tsx fetches
// the opened view's code after them, so a module that reads a schema as it loads finds it. A
// generated list's are its resource's and its references' (two small chunks for the customers), a
// hand-written or custom page's all of them, the dashboard's and the sign-in's none.
import { resourceDetails } from './resourceDetails.ts';
import { routeDetails } from './routeDetails.ts';

const pathname = window.location.hash.replace(/^#/, '').split('?')[0];

export const initialDetails: Promise<void> = resourceDetails.load(routeDetails(pathname));
