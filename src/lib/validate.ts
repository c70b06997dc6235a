/** Mobile phone pattern (spec §5, §9). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());
