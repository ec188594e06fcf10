// The developer's schema banner of `npm run dev` (en).
export default {
  title: 'Schema change not applied',
  body: 'The API refused the schema just saved; the API and the console both stay on the previous version. Fix the schema (or its data) and save again.',
  details: 'The API says',
};
