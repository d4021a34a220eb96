import { Box, Chip, SectionCard, Typography } from '@chairside/ui';

// A static story. Sample content, labelled as such.
export function FeaturedSuccess() {
  return (
    <SectionCard title="Featured Success" action={<Chip size="small" label="Sample story" variant="outlined" />}>
      <Typography sx={{ fontWeight: 600 }}>From vending-machine snacks to a packed lunch</Typography>
      <Box
        component="blockquote"
        sx={{ m: 0, mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.main', color: 'text.secondary' }}
      >
        <Typography variant="body2">
          “Back-to-back patients meant I ate whatever was closest. Logging lunch every day and a two-minute neck stretch
          between appointments gave me my afternoons back: no 3 pm slump, and 6 kg lighter after four months.”
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        — Jordan, dental hygienist
      </Typography>
    </SectionCard>
  );
}
