import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useAssessments } from '#client/api/assessments.ts';
import { AssessmentList } from '#client/components/assessments/assessment-list.tsx';
import { clientPaths } from '#shared/rules/client-paths.ts';

/** /assessments: every previous result, newest first, with the same cards as home. */
export function AllAssessmentsPage() {
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useAssessments();
  return (
    <>
      <header className="sticky top-0 z-30 flex items-center gap-2 bg-cream/95 px-3 py-3 backdrop-blur">
        <Button variant="ghost" size="icon" aria-label="Back to home" onClick={() => navigate(clientPaths.home)}>
          <ArrowLeft aria-hidden />
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-xl">All Assessments</h1>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-5 pt-1 pb-10">
        {data && data.length > 0 ? (
          <p className="text-sm font-bold text-muted">
            {data.length === 1 ? '1 assessment' : `${data.length} assessments`}, newest first
          </p>
        ) : null}
        <AssessmentList
          items={data}
          isLoading={isLoading}
          isError={isError}
          onRetry={() => void refetch()}
          headingLevel="h2"
          showStart
        />
      </main>
    </>
  );
}
