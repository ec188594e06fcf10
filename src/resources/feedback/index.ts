// The feedback resource (docs/widgets.md): the generated list, with the company's score
// distribution above it for the administrators who read it.
import type { ResourceOverride } from '../overrides.ts';

const override: ResourceOverride = {
  list: () => import('./FeedbackList.tsx'),
};

export default override;
