import { Link } from 'react-router';
import { ChevronRight, History } from 'lucide-react';
import { useAssessments } from '#client/api/assessments.ts';
import { AssessmentList } from './assessment-list';
import { clientPaths } from '#shared/rules/client-paths.ts';

/** Home shows at most this many previous results. */
export const HOME_RESULTS_LIMIT = 3;

/** Home's 'Previous Results': the three newest cards and a 'View All' link. */
export function PreviousResults() {
  const { data, isLoading, isError, refetch } = useAssessments();
  return (
    <section aria-labelledby="previous-results-title" className="grid gap-3">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h2 id="previous-results-title" className="flex items-center gap-2 text-xl">
          <History aria-hidden className="size-5 text-primary" /> Previous Results
        </h2>
        {data && data.length > 0 ? (
          <Link
            to={clientPaths.assessments}
            className="-mr-2 inline-flex min-h-11 items-center gap-0.5 rounded-full px-3 font-bold text-primary-strong hover:bg-primary-soft"
          >
            View All <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      <AssessmentList
        items={data?.slice(0, HOME_RESULTS_LIMIT)}
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        skeletons={HOME_RESULTS_LIMIT}
      />
    </section>
  );
}
