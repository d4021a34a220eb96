import type { User, UserProfile } from '@chairside/contracts';
import type { ProfileEntity } from './profile.entity';
import type { UserEntity } from './user.entity';

export function toUser(u: UserEntity): User {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    profile: u.profile ? { name: u.profile.name, profileImageUrl: u.profile.profileImageUrl } : null,
    role: u.role,
    language: u.profile?.language ?? null,
  };
}

export function toUserProfile(p: ProfileEntity): UserProfile {
  return {
    name: p.name,
    profileImageUrl: p.profileImageUrl,
    height: p.height,
    weight: p.weight,
    age: p.age,
    sex: p.sex,
    gender: p.gender,
    goalWeight: p.goalWeight,
    dateOfBirth: p.dateOfBirth,
    unitSystem: p.unitSystem ?? 'metric',
    language: p.language ?? null,
  };
}
