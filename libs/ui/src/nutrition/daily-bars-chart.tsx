import { Box, Stack, Typography, useTheme } from '@mui/material';
import { visuallyHidden } from '../visually-hidden';

const W = 600;
const H = 180;

export interface DailyValue {
  date: string;
  value: number;
}

/** One bar a day against a dashed goal line; bars over the goal stand out. The progress trends and the landing preview draw it. */
export function DailyBarsChart({
  days,
  goal,
  unit,
  summary,
}: {
  days: readonly DailyValue[];
  goal: number;
  unit: string;
  summary: string;
}) {
  const theme = useTheme();
  const max = Math.max(goal, ...days.map((d) => d.value), 1) * 1.1;
  const slot = W / Math.max(days.length, 1);
  const y = (v: number) => H - (v / max) * H;
  return (
    <>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {days.map((d, i) => (
          <rect
            key={d.date}
            x={i * slot + slot * 0.15}
            width={slot * 0.7}
            y={y(d.value)}
            height={H - y(d.value)}
            rx={2}
            fill={d.value > goal ? theme.palette.warning.main : theme.palette.primary.main}
          />
        ))}
        <line x1={0} x2={W} y1={y(goal)} y2={y(goal)} stroke={theme.palette.text.secondary} strokeDasharray="6 4" />
      </Box>
      {/* In HTML, not the SVG: text inside the scaled drawing would shrink to nothing on a phone. */}
      {days.length ? (
        <Stack direction="row" aria-hidden sx={{ justifyContent: 'space-between' }}>
          <Typography variant="caption" color="text.secondary">
            {days[0]!.date}
          </Typography>
          <Typography variant="caption" color="text.secondary">{`goal ${goal}${unit}`}</Typography>
          <Typography variant="caption" color="text.secondary">
            {days[days.length - 1]!.date}
          </Typography>
        </Stack>
      ) : null}
      {/* A table is as wide as its content whatever its own width: the hidden box around it clips it. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{summary}</caption>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{d.date}</th>
                <td>{`${Math.round(d.value)}${unit}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </>
  );
}
