/// Step 7's demo (written with the step).
func step7Demo(_ out: Transcript) {
  out.say("(step 7 is not written yet)")
}
