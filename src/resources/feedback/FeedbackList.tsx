// The generated feedback list, after the score distribution (GET …/feedback/summary).
import GenericList from '../views/GenericList.tsx';
import type { ViewProps } from '../overrides.ts';
import { FeedbackDistribution } from './FeedbackDistribution.tsx';

export default function FeedbackList({ def }: ViewProps) {
  return (
    <>
      <FeedbackDistribution />
      <GenericList def={def} />
    </>
  );
}
