// Step7_Traits is written with its chapter.
