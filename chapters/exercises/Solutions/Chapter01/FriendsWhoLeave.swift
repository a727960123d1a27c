// Chapter 1, exercise 3: two Twitter friends, and a friend who leaves. A reference solution.

import Step1_Observer

/// An organizer who reaches any number of Twitter friends, and lets a friend stop listening
/// while the program runs.
final class TwitterOrganizer {
  /// The organizer's name, used in what the friends are told.
  let name: String
  private var friends: [TwitterFriend] = []

  /// Whether the organizer will be late. Every assignment tweets every friend added and not
  /// removed, in the order they were added, as `Organizer` tweets: "@Bob Sam here: running late"
  /// or "@Bob Sam here: on time after all".
  var isRunningLate: Bool = false {
    didSet {
      let news = isRunningLate ? "running late" : "on time after all"
      for friend in friends {
        friend.notifyByTwitter("@\(friend.name) \(name) here: \(news)")
      }
    }
  }

  /// Makes an organizer with no friends yet.
  init(name: String) {
    self.name = name
  }

  /// From now on, tells `friend` of every change.
  func add(_ friend: TwitterFriend) {
    friends.append(friend)
  }

  /// Stops telling this very friend (not another one who has the same name); harmless if absent.
  func remove(_ friend: TwitterFriend) {
    // `===` asks "the same object?"; two friends called Bob are still two friends.
    friends.removeAll { $0 === friend }
  }
}
