// Chapter 1, exercise 3: two Twitter friends, and a friend who leaves.
// Check: swift test --package-path chapters/exercises --filter Chapter01Tests.FriendsWhoLeaveTests
// Hint:  chapters/exercises/hint 1 3

import Step1_Observer

/// An organizer who reaches any number of Twitter friends, and lets a friend stop listening
/// while the program runs.
final class TwitterOrganizer {
  /// The organizer's name, used in what the friends are told.
  let name: String
  // TODO: somewhere to keep the friends, in the order they were added.

  /// Whether the organizer will be late. Every assignment tweets every friend added and not
  /// removed, in the order they were added, as `Organizer` tweets: "@Bob Sam here: running late"
  /// or "@Bob Sam here: on time after all".
  var isRunningLate: Bool = false {
    didSet {
      // TODO: tweet every friend.
    }
  }

  /// Makes an organizer with no friends yet.
  init(name: String) {
    self.name = name
  }

  /// From now on, tells `friend` of every change.
  func add(_ friend: TwitterFriend) {
    // TODO
  }

  /// Stops telling this very friend (not another one who has the same name); harmless if absent.
  func remove(_ friend: TwitterFriend) {
    // TODO
  }
}
