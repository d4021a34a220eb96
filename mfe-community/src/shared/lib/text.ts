/** Post Message and Post Comment need text that is not blank once trimmed. */
export const hasText = (text: string) => text.trim() !== '';
