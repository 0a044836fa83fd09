// The student in pictures: the avatar every part of the portal shows.
export { StudentAvatar, initialsOf, useObjectUrl, type StudentAvatarProps } from './StudentAvatar';
