import { PERSONALITIES, QUIZ_QUESTIONS } from '@chairside/contracts/web';
import {
  PageTitle,
  useCallFailed,
  useToast,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@chairside/ui';
import { useReducer } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSaveNutritionPersonalityMutation } from '../../entities/nutrition-personality';
import { INITIAL_QUIZ, quizReducer } from './model/quiz-state';

/** The personality quiz: ten questions, no back step, scored on 1, 3 and 5. */
export default function QuizPage() {
  const navigate = useNavigate();
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
        title: 'Error',
        description: 'Failed to save your nutrition personality. Please try again.',
        variant: 'destructive',
      });
    toast({ title: 'Quiz Complete!', description: 'Your nutrition personality has been saved.' });
  }

  if (result) {
    const p = PERSONALITIES[result];
    return (
      <>
        <PageTitle>Fitness Nutrition Personality Quiz</PageTitle>
        <Card variant="outlined" component="section" aria-label="Your result">
          <CardContent>
            <Typography variant="overline">Your nutrition personality</Typography>
            <Typography variant="h2" component="h2" gutterBottom>
              {p.title}
            </Typography>
            <Typography sx={{ mb: 2 }}>{p.description}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {p.traits.map((t) => (
                <Chip key={t} label={t} />
              ))}
            </Stack>
          </CardContent>
          <CardActions>
            <Button variant="contained" component={RouterLink} to="/dashboard">
              Go to Dashboard
            </Button>
            <Button component={RouterLink} to="/community">
              Join Community
            </Button>
          </CardActions>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageTitle>Fitness Nutrition Personality Quiz</PageTitle>
      <Card variant="outlined" component="section" aria-labelledby="quiz-question">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2">{`Question ${index + 1} of ${QUIZ_QUESTIONS.length}`}</Typography>
            <Chip size="small" label={`${index} of ${QUIZ_QUESTIONS.length} answered`} />
          </Stack>
          <LinearProgress variant="determinate" value={percent} aria-label="Quiz progress" sx={{ mb: 2 }} />
          <Typography id="quiz-question" variant="h6" component="h2" sx={{ mb: 1 }}>
            {question!.text}
          </Typography>
          <RadioGroup
            aria-labelledby="quiz-question"
            value={choice}
            onChange={(e) => dispatch({ kind: 'choose', option: e.target.value })}
          >
            {question!.options.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio />} label={o} />
            ))}
          </RadioGroup>
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={() => navigate('/')}>Cancel</Button>
          <Button variant="contained" disabled={!choice || isLoading} onClick={() => void next()}>
            {last ? 'Complete Quiz' : 'Next'}
          </Button>
        </CardActions>
      </Card>
    </>
  );
}
