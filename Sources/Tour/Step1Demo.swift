/// Step 1's demo (written with the step).
func step1Demo(_ out: Transcript) {
  out.say("(step 1 is not written yet)")
}
