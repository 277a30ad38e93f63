/** The local id of a conversation not yet created on the server (the worker keeps it as -profileId). */
export const tempChatId = (profileId: number): number => -profileId;
