import { PageTitle, SectionCard, Button, TextField } from '@chairside/ui';
import { useState } from 'react';
import { ShareMealDialog } from '../../features/share-meal';

export default function CommunityPage() {
  const [shareOpen, setShareOpen] = useState(false);
  const [message, setMessage] = useState('');
  return (
    <>
      <PageTitle subtitle="Dental professionals keeping each other going.">Community</PageTitle>
      <SectionCard title="Share a Message" action={<Button onClick={() => setShareOpen(true)}>Share Meal</Button>}>
        <TextField
          label="Message"
          multiline
          minRows={3}
          fullWidth
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </SectionCard>
      <ShareMealDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        onPick={(m) => {
          setMessage(
            `Just had ${m.foodName} for ${m.mealType}: ${Math.round(m.calories)} kcal, ${m.protein}g protein, ${m.carbs}g carbs, ${m.fat}g fat.`,
          );
          setShareOpen(false);
        }}
      />
    </>
  );
}
