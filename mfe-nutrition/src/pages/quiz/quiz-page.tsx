import { PERSONALITIES } from '@chairside/contracts/web';
import { QUIZ_QUESTIONS } from '@chairside/contracts/web-lazy';
import {
  PageTitle,
  useCallFailed,
  useToast,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@chairside/ui';
import { FormControlLabel, Radio, RadioGroup } from '@chairside/ui/forms';
import { useReducer } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSaveNutritionPersonalityMutation } from '../../entities/nutrition-personality';
import { useT } from '../../shared/i18n';
import { INITIAL_QUIZ, quizReducer } from './model/quiz-state';
import { quizText } from './model/quiz-texts';

/** The personality quiz: ten questions, no back step, scored on 1, 3 and 5. */
export default function QuizPage() {
  const navigate = useNavigate();
  const t = useT();
  const { toast } = useToast();
  const failed = useCallFailed();
  const [{ answers, choice, result }, dispatch] = useReducer(quizReducer, INITIAL_QUIZ);
  const [save, { isLoading }] = useSaveNutritionPersonalityMutation();
  const index = answers.length;
  const question = QUIZ_QUESTIONS[index];
  const last = index === QUIZ_QUESTIONS.length - 1;
  // The chip and the bar count answers, so 'Question 3 of 10' reads with '2 of 10 answered'.
  const percent = Math.round((index / QUIZ_QUESTIONS.length) * 100);

  async function next() {
    const after = quizReducer({ answers, choice, result }, { kind: 'next' });
    dispatch({ kind: 'next' });
    if (!after.result) return;
    const r = await save({ personalityType: after.result, quizAnswers: after.answers });
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to save your nutrition personality. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: t('Quiz Complete!'), description: t('Your nutrition personality has been saved.') });
  }

  if (result) {
    // The contracts' English texts are the keys (shared/i18n/data-texts.json lists them for the translation check).
    const p = PERSONALITIES[result];
    return (
      <>
        <PageTitle>{t('Fitness Nutrition Personality Quiz')}</PageTitle>
        <Card variant="outlined" component="section" aria-label={t('Your result')}>
          <CardContent>
            <Typography variant="overline">{t('Your nutrition personality')}</Typography>
            <Typography variant="h2" component="h2" gutterBottom>
              {t(p.title)}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t(p.description)}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {p.traits.map((trait) => (
                <Chip key={trait} label={t(trait)} />
              ))}
            </Stack>
          </CardContent>
          <CardActions>
            <Button variant="contained" component={RouterLink} to="/dashboard">
              {t('Go to Dashboard')}
            </Button>
            <Button component={RouterLink} to="/community">
              {t('Join Community')}
            </Button>
          </CardActions>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageTitle>{t('Fitness Nutrition Personality Quiz')}</PageTitle>
      <Card variant="outlined" component="section" aria-labelledby="quiz-question">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2">
              {t('Question {{number}} of {{total}}', { number: index + 1, total: QUIZ_QUESTIONS.length })}
            </Typography>
            <Chip
              size="small"
              label={t('{{answered}} of {{total}} answered', { answered: index, total: QUIZ_QUESTIONS.length })}
            />
          </Stack>
          <LinearProgress variant="determinate" value={percent} aria-label={t('Quiz progress')} sx={{ mb: 2 }} />
          <Typography id="quiz-question" variant="h6" component="h2" sx={{ mb: 1 }}>
            {quizText(question!.text)}
          </Typography>
          <RadioGroup
            aria-labelledby="quiz-question"
            value={choice}
            onChange={(e) => dispatch({ kind: 'choose', option: e.target.value })}
          >
            {question!.options.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio />} label={quizText(o)} />
            ))}
          </RadioGroup>
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={() => navigate('/')}>{t('Cancel')}</Button>
          <Button variant="contained" disabled={!choice || isLoading} onClick={() => void next()}>
            {last ? t('Complete Quiz') : t('Next')}
          </Button>
        </CardActions>
      </Card>
    </>
  );
}
