/**
 * The icons content may name. Each is a lucide-react icon; the list lives apart from the
 * components so that the content schemas (Node) can check names without loading React.
 */
export const iconNames = [
  'Award', 'BarChart3', 'BookOpen', 'Brain', 'Briefcase', 'Calendar', 'ChartLine', 'CheckCircle',
  'Clock', 'Compass', 'Cpu', 'Euro', 'FileText', 'Flag', 'Gauge', 'Globe', 'GraduationCap',
  'Hammer', 'Handshake', 'Heart', 'Lightbulb', 'Layers', 'Leaf', 'LineChart', 'Map', 'Megaphone',
  'MessageSquare', 'Mic', 'Network', 'Phone', 'PiggyBank', 'Puzzle', 'Rocket', 'Scale', 'Search',
  'Settings', 'Shield', 'Sparkles', 'Sprout', 'Star', 'Target', 'TrendingUp', 'Trophy', 'Users',
  'Wrench', 'Zap',
] as const;

export type IconName = (typeof iconNames)[number];
