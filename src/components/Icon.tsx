import {
  Award, BarChart3, BookOpen, Brain, Briefcase, Calendar, ChartLine, CheckCircle, Clock, Compass, Cpu, Euro,
  FileText, Flag, Gauge, Globe, GraduationCap, Hammer, Handshake, Heart, Lightbulb, Layers, Leaf, LineChart,
  Map, Megaphone, MessageSquare, Mic, Network, Phone, PiggyBank, Puzzle, Rocket, Scale, Search, Settings,
  Shield, Sparkles, Sprout, Star, Target, TrendingUp, Trophy, Users, Wrench, Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../lib/icon-names.ts';
import { Glyph } from './Glyph.tsx';

const icons: Record<IconName, LucideIcon> = {
  Award, BarChart3, BookOpen, Brain, Briefcase, Calendar, ChartLine, CheckCircle, Clock, Compass, Cpu, Euro,
  FileText, Flag, Gauge, Globe, GraduationCap, Hammer, Handshake, Heart, Lightbulb, Layers, Leaf, LineChart,
  Map, Megaphone, MessageSquare, Mic, Network, Phone, PiggyBank, Puzzle, Rocket, Scale, Search, Settings,
  Shield, Sparkles, Sprout, Star, Target, TrendingUp, Trophy, Users, Wrench, Zap,
};

/** A decorative icon by its content name; hidden from screen readers, the text beside it says it all. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return <Glyph icon={icons[name]} size={size} className={className} />;
}
