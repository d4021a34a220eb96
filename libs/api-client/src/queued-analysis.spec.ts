import { isAborted } from './errors';
import { runQueuedAnalysis } from './queued-analysis';

type Answer = { data: unknown; meta?: unknown };

/** A base query answering from a list, recording what it was asked. */
function scripted(answers: Answer[]) {
  const asked: unknown[] = [];
  const baseQuery = async (arg: unknown) => {
    asked.push(arg);
    return answers.shift() ?? { data: { id: 'job-1', kind: 'analyzeFood', status: 'pending' } };
  };
  return { asked, baseQuery };
}

const accepted: Answer = {
  data: { status: 'pending', jobId: 'job-1', message: 'Still analysing.' },
  meta: { response: { status: 202 } },
};

describe('runQueuedAnalysis', () => {
  it('answers a 200 result at once, without polling', async () => {
    const { asked, baseQuery } = scripted([{ data: { foodName: 'Apple' }, meta: { response: { status: 200 } } }]);
    expect(await runQueuedAnalysis(baseQuery, '/api/analyze-food-voice', { foodName: 'apple' })).toEqual({
      data: { foodName: 'Apple' },
    });
    expect(asked).toEqual([{ url: '/api/analyze-food-voice', method: 'POST', body: { foodName: 'apple' } }]);
  });

  it('follows a 202 job to its result', async () => {
    const { asked, baseQuery } = scripted([
      accepted,
      { data: { id: 'job-1', kind: 'analyzeFood', status: 'done', result: { foodName: 'Salmon' } } },
    ]);
    expect(await runQueuedAnalysis(baseQuery, '/api/analyze-food', {})).toEqual({ data: { foodName: 'Salmon' } });
    expect(asked[1]).toEqual({ url: '/api/analysis-jobs/job-1' });
  });

  it('stops polling as soon as its caller cancels', async () => {
    const { asked, baseQuery } = scripted([accepted]);
    const cancel = new AbortController();
    const running = runQueuedAnalysis(baseQuery, '/api/analyze-food', {}, cancel.signal);
    setTimeout(() => cancel.abort(), 20);
    const r = await running;
    expect('error' in r && isAborted(r.error)).toBe(true);
    expect(asked).toHaveLength(1);
  });
});
