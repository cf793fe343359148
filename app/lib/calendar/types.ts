/** What each event type is called and what its badge tooltip says (spec §9). Pure data. */
import type { EventType } from "./events";

export const TYPE_INFO: Record<EventType, { label: string; explanation: string }> = {
  fullMoon: { label: "Full moon", explanation: "Pournami, the full moon: the most auspicious time for Girivalam." },
  pradosham: { label: "Pradosham", explanation: "Pradosham: the twilight hour of the 13th lunar day (Trayodashi), sacred to Shiva." },
  shivaratri: { label: "Maha Shivaratri", explanation: "Maha Shivaratri: the Great Night of Shiva." },
  masikShivaratri: {
    label: "Monthly Shivaratri",
    explanation: "Monthly Shivaratri: Chaturdashi of Krishna Paksha (the waning moon), with worship at midnight.",
  },
  ekadashi: { label: "Ekadashi", explanation: "Ekadashi: the 11th lunar day, kept with fasting." },
  amavasya: { label: "Amavasya", explanation: "Amavasya, the new moon: rites for the ancestors at the temple tank." },
  festival: { label: "Festival", explanation: "A major festival in the sacred calendar." },
  krittika: { label: "Krittika", explanation: "The month's Krittika star day, kept for Murugan." },
  ramana: { label: "Ramanasramam", explanation: "A day kept at Sri Ramanasramam." },
};
