import { PageTitle, Card, CardContent, Typography } from '@chairside/ui';
import { useErgonomicStretches } from '../../entities/stretch';

export default function StretchesPage() {
  const { data: stretches = [] } = useErgonomicStretches();
  return (
    <>
      <PageTitle subtitle="Short stretches for neck, wrists, back, hips and legs between patients.">
        Workplace Wellness Stretches
      </PageTitle>
      {stretches.map((s) => (
        <Card key={s.id} variant="outlined" sx={{ mb: 1 }}>
          <CardContent>
            <Typography variant="h2" component="h2">
              {s.name}
            </Typography>
            <Typography color="text.secondary">
              {s.description} · {s.duration} s
            </Typography>
          </CardContent>
        </Card>
      ))}
    </>
  );
}
